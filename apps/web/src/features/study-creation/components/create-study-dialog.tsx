import { Box, Card, CardActionArea, CardContent, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useClientHref } from '../../../lib/session';

/** Props of {@link CreateStudyDialog}. */
export type CreateStudyDialogProps = { isOpen: boolean; onClose: () => void };

/**
 * The create-study dialog of SPEC §2: two cards, create with AI assist (opens the wizard at AI_BRIEF for a brief-based
 * study) or from a template ("browse 20 templates") which opens the wizard at SELECT_TEMPLATE. Max width 840 px (SPEC §9).
 */
export function CreateStudyDialog({ isOpen, onClose }: CreateStudyDialogProps) {
  const navigate = useNavigate();
  const clientHref = useClientHref();
  const openAi = () => {
    onClose();
    void navigate(clientHref(paths.studyCreate.getHref({ step_name: 'AI_BRIEF' })));
  };
  const openTemplates = () => {
    onClose();
    void navigate(clientHref(paths.studyCreate.getHref({ step_name: 'SELECT_TEMPLATE' })));
  };
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby="create-study-title" fullWidth slotProps={{ paper: { sx: { maxWidth: 840 } } }}>
      <DialogTitle id="create-study-title" sx={{ pr: 6 }}>
        Create a study
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pb: 1 }}>
          <Card variant="outlined">
            <CardActionArea onClick={openAi} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <AutoAwesomeIcon color="primary" aria-hidden />
                <Typography variant="h6" component="h2">
                  Create with AI assist
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Describe what you need to learn; the AI rates your brief and drafts the business questions and the study design.
                </Typography>
                <Typography variant="button" color="primary">
                  Start from a brief
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
      </DialogContent>
    </Dialog>
  );
}
