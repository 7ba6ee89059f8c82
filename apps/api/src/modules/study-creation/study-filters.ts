/** The recruitment choices of GET /orders/study-filters (SPEC §7 Orders: country_languages and others); ours, static. */
import { CREATION_LIMITS, DEVICES, GENDERS, RECORDING_DEVICES, type StudyFiltersResponse } from '@insight/contracts';

const lang = {
  en: 'English',
  da: 'Danish',
  de: 'German',
  es: 'Spanish',
  sv: 'Swedish',
  fr: 'French',
  nl: 'Dutch',
  no: 'Norwegian',
  fi: 'Finnish',
  it: 'Italian',
};
const languages = (...codes: (keyof typeof lang)[]) => codes.map((code) => ({ code, name: lang[code] }));

/** Countries we recruit in, with the interview languages offered there. */
export const STUDY_FILTERS: StudyFiltersResponse['data'] = {
  country_languages: [
    { country_code: 'DK', country: 'Denmark', languages: languages('da', 'en') },
    { country_code: 'DE', country: 'Germany', languages: languages('de', 'en') },
    { country_code: 'ES', country: 'Spain', languages: languages('es', 'en') },
    { country_code: 'SE', country: 'Sweden', languages: languages('sv', 'en') },
    { country_code: 'GB', country: 'United Kingdom', languages: languages('en') },
    { country_code: 'US', country: 'United States', languages: languages('en', 'es') },
    { country_code: 'NO', country: 'Norway', languages: languages('no', 'en') },
    { country_code: 'FI', country: 'Finland', languages: languages('fi', 'sv', 'en') },
    { country_code: 'FR', country: 'France', languages: languages('fr') },
    { country_code: 'NL', country: 'Netherlands', languages: languages('nl', 'en') },
    { country_code: 'IT', country: 'Italy', languages: languages('it') },
  ],
  genders: [...GENDERS],
  devices: [...DEVICES],
  recording_devices: [...RECORDING_DEVICES],
  age_range: { min: CREATION_LIMITS.ageMin, max: CREATION_LIMITS.ageMax },
};
