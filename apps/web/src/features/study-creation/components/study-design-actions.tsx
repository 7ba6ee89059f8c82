import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCan, useClientHref, useClientId } from '../../../lib/session';
import { downloadStudyDesign } from '../api/orders';
import { getErrorText } from '../error-text';

/** Props of {@link StudyDesignActions}: the study's id, title and status. */
export type StudyDesignActionsProps = { studyId: string; title: string; status: string };

/** On study Details: export the study design (.docx, SPEC §7 Exports) and, for a draft the user may edit (SPEC §6), Edit draft. */
export function StudyDesignActions({ studyId, title, status }: StudyDesignActionsProps) {
  const clientId = useClientId();
  const clientHref = useClientHref();
  const mayUpdate = useCan('update_study');
  const mayUpdateDraft = useCan('update_draft_study_only');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportDesign = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await downloadStudyDesign(clientId, studyId, `${title} - study design.docx`);
    } catch (failure) {
      setError(getErrorText(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportDesign()} disabled={isBusy}>
        {isBusy ? 'Exporting…' : 'Export study design'}
      </Button>
      {status === 'DRAFT' && (mayUpdate || mayUpdateDraft) && (
        <Button component={RouterLink} to={clientHref(paths.study.edit.getHref(studyId))} startIcon={<EditIcon />}>
          Edit draft
        </Button>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
