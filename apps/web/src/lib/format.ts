/** Small display formatters shared by the screens. */

/** Seconds as m:ss (or h:mm:ss from one hour), e.g. 75 → '1:15'; invalid input → '0:00'. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && seconds! > 0 ? Math.floor(seconds!) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/**
 * English display names of one kind, made on first use and kept: making an Intl.DisplayNames loads locale data, which
 * costs a first page load tens of milliseconds on a phone (issue 15) where the page does not show a name.
 */
function displayNames(type: 'language' | 'region'): () => Intl.DisplayNames | null {
  let names: Intl.DisplayNames | null | undefined;
  return () => (names ??= typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type }) : null);
}

const languageNames = displayNames('language');

/**
 * English names of the content languages (`CONTENT_LANGUAGES`), as `Intl.DisplayNames` gives them: the studies list
 * shows them on every card and in its Language filter, and looking them up here spares that page the locale data
 * (issue 15, decision 0290). Other codes go to `Intl.DisplayNames`.
 */
const CONTENT_LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', da: 'Danish', es: 'Spanish', de: 'German', sv: 'Swedish' };

/** An ISO 639-1 code as an English name, e.g. 'da' → 'Danish'; unknown codes are returned as given. */
export function formatLanguage(code: string | null | undefined): string {
  if (!code) return '';
  if (Object.hasOwn(CONTENT_LANGUAGE_NAMES, code)) return CONTENT_LANGUAGE_NAMES[code];
  try {
    return languageNames()?.of(code) ?? code;
  } catch {
    return code;
  }
}

const regionNames = displayNames('region');

/** An ISO 3166 alpha-2 code as an English name, e.g. 'DK' → 'Denmark'; anything else is returned as given. */
export function formatCountry(country: string | null | undefined): string {
  if (!country) return '';
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return regionNames()?.of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

let prepared = false;
/**
 * Makes the display names ahead of their first use, when the browser is idle: the first `Intl.DisplayNames` loads the
 * locale data (~60–100 ms at a phone's CPU), which would otherwise land in a page's first render. The loaders of pages
 * that name participants' countries (interviews, the study and segment pages with their interview and quote cards) call
 * this while their calls and files load (issue 15, decisions 0260 and 0320); pages without such names (the studies
 * list: its language names come from a table) do not pay for it. Later calls do nothing.
 */
export function prepareDisplayNames(): void {
  if (prepared || typeof window === 'undefined') return;
  prepared = true;
  const make = () => {
    languageNames();
    regionNames();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(make, { timeout: 2000 });
  else setTimeout(make, 0);
}

let shortDate: Intl.DateTimeFormat | undefined;
/** One formatter for every date of a list (toLocaleDateString with options builds a new one per call). */
const dateFormat = () => (shortDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

/** An ISO date as e.g. '3 Mar 2026'; empty for missing or invalid dates. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** 'COMPLETED' → 'Completed', 'IN_PREPARATION' → 'In preparation'. */
export function humanizeCode(code: string | null | undefined): string {
  if (!code) return '';
  const text = code.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TASK_TYPE_LABELS: Record<string, string> = {
  TEXT_ONLY: 'Think out loud',
  FREE_TEXT: 'Free text',
  CHECKBOX: 'Multiple choice',
  RADIO: 'Single choice',
  OBSERVATION: 'Observation',
  SUBTASKS: 'Subtasks',
  SCORING: 'Scale',
  NUMBER: 'Number',
  OPEN_LIST: 'Open list',
  NUMBER_RANGE: 'Number range',
  MOBILE_APP_SETUP: 'Mobile app setup',
};

/** A task type code (SPEC §3 Task types) as a short label, e.g. 'TEXT_ONLY' → 'Think out loud'; unknown codes humanised. */
export function formatTaskType(type: string | null | undefined): string {
  if (!type) return '';
  return TASK_TYPE_LABELS[type] ?? humanizeCode(type);
}

/** "1 clip", "3 clips", "0 studies": the count with the singular or plural noun (English plural: `noun` + s unless given). */
export function pluralize(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/**
 * A range of counts with its noun (SPEC §5 stimuli counts), as a label: "1 material", "Up to 5 materials" (from 0), "1–15
 * materials"; `noun` is the singular (English plural: `noun` + s).
 */
export function formatCountRange(min: number, max: number, noun: string): string {
  if (min === max) return pluralize(max, noun);
  if (min <= 0) return `Up to ${pluralize(max, noun)}`;
  return `${min}–${max} ${noun}s`;
}
