/**
 * What an AI generation was made from, kept per study in local storage, so the wizard can say when the outline or the
 * design changed (SPEC §4: editing brief or stimuli marks the outline changed; brief, stimuli or objectives the design).
 */
type Inputs = { brief: string; stimuli: string[]; objectives?: string[] };

const keyOf = (studyId: string, what: 'outline' | 'design') => `ai-inputs:${what}:${studyId}`;

/** Remembers the inputs of the last applied generation. */
export function rememberAiInputs(studyId: string, what: 'outline' | 'design', inputs: Inputs): void {
  try {
    localStorage.setItem(keyOf(studyId, what), JSON.stringify(inputs));
  } catch {
    // storage full or disabled: the notice is a convenience
  }
}

/** True when a generation was applied and its inputs differ from `now`. */
export function aiInputsChanged(studyId: string, what: 'outline' | 'design', now: Inputs): boolean {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(studyId, what));
  } catch {
    return false;
  }
  if (!raw) return false;
  const then = JSON.parse(raw) as Inputs;
  return JSON.stringify({ ...then, objectives: then.objectives ?? null }) !== JSON.stringify({ ...now, objectives: now.objectives ?? null });
}
