import { Alert, Box, Card, CardActionArea, CardContent, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useClientHref } from '../../../lib/session';
import { useCreateBriefDraft } from '../api/draft';
import { getErrorText } from '../error-text';

/** Props of {@link CreateStudyDialog}. */
export type CreateStudyDialogProps = { isOpen: boolean; onClose: () => void };

/**
 * The create-study dialog of SPEC §2: two cards, create with AI assist or from a template ("browse 20 templates", which
 * opens the wizard at SELECT_TEMPLATE). AI assist starts a brief-based draft at once, as choosing a template does, and
 * opens its first step, STIMULI (SPEC §2 order: the materials, then the brief). Max width 840 px (SPEC §9).
 */
export function CreateStudyDialog({ isOpen, onClose }: CreateStudyDialogProps) {
  const navigate = useNavigate();
  const clientHref = useClientHref();
  const startAi = useCreateBriefDraft();
  const close = () => {
    startAi.reset();
    onClose();
  };
  const openAi = () =>
    startAi.mutate('', {
      onSuccess: (answer) => {
        close();
        void navigate(clientHref(paths.studyCreate.getHref({ step_name: 'STIMULI', study: answer.data.id })));
      },
    });
  const openTemplates = () => {
    close();
    void navigate(clientHref(paths.studyCreate.getHref({ step_name: 'SELECT_TEMPLATE' })));
  };
  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby="create-study-title" fullWidth slotProps={{ paper: { sx: { maxWidth: 840 } } }}>
      <DialogTitle id="create-study-title" sx={{ pr: 6 }}>
        Create a study
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pb: 1 }}>
          <Card variant="outlined">
            <CardActionArea onClick={openAi} disabled={startAi.isPending} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <AutoAwesomeIcon color="primary" aria-hidden />
                <Typography variant="h6" component="h2">
                  Create with AI assist
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Add your study materials, then describe what you need to learn: the AI rates your brief and drafts the business questions and the study
                  design.
                </Typography>
                <Typography variant="button" color="primary">
                  {startAi.isPending ? 'Starting…' : 'Start with AI assist'}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
          <Card variant="outlined">
            <CardActionArea onClick={openTemplates} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <ViewQuiltIcon color="primary" aria-hidden />
                <Typography variant="h6" component="h2">
                  Start from a template
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Browse 20 templates written by researchers: concept, ad, packaging and usability tests and more. Adapt every step.
                </Typography>
                <Typography variant="button" color="primary">
                  Browse 20 templates
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
        {startAi.isError && <Alert severity="error">{getErrorText(startAi.error)}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
