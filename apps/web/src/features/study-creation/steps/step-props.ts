/** What every wizard step gets (SPEC §2 wizard): the draft, whether locked parts are read-only, and the moves. */
import type { SaveDraftBody, StudyDraft } from '@insight/contracts';

/** Props of one wizard step component. */
export type WizardStepProps = {
  draft: StudyDraft;
  /** True while editing a saved draft without edit_study_full: materials and country/language are locked (SPEC §4). */
  isLocked: boolean;
  /** Saves `parts` with the next step name, then shows the next step; rejects with the API error. */
  onNext: (parts?: Omit<SaveDraftBody, 'client_id' | 'step_name'>) => Promise<void>;
  onBack: (() => void) | null;
  isSaving: boolean;
};
