import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isApiError } from '../../../lib/api-client';
import { useExportInsights } from '../api/export-insights';

/** Props of {@link ExportInsightsButton}: the study or project to export and the file name to save as. */
export type ExportInsightsButtonProps = { studyId?: string; projectId?: string; fileName: string };

/**
 * "Export to PowerPoint" (SPEC §7 POST /v1/insights/export): a dialog to pick the language of the texts and whether to
 * add the published showreels' links, then progress while the server builds the file, which the browser downloads.
 */
export function ExportInsightsButton({ studyId, projectId, fileName }: ExportInsightsButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [languageCode, setLanguageCode] = useState<'en' | 'original'>('en');
  const [publicShowreels, setPublicShowreels] = useState(true);
  const exporter = useExportInsights(fileName);
  const close = () => {
    if (!exporter.isPending) {
      setOpen(false);
      exporter.reset();
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<SlideshowIcon />} onClick={() => setOpen(true)}>
        Export to PowerPoint
      </Button>
      <Dialog open={isOpen} onClose={close} maxWidth="sm" fullWidth aria-labelledby="export-title">
        <DialogTitle id="export-title">Export to PowerPoint</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A presentation with the key takeaways, each business question&apos;s insights with editable charts, and quotes.
          </Typography>
          <TextField
            select
            label="Language of quotes and answers"
            value={languageCode}
            onChange={(event) => setLanguageCode(event.target.value as 'en' | 'original')}
          >
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="original">Original</MenuItem>
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={publicShowreels} onChange={(event) => setPublicShowreels(event.target.checked)} />}
            label="Add links to published showreels"
          />
          {exporter.isPending && (
            <div role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                Building the presentation…
              </Typography>
              <LinearProgress aria-label="Building the presentation" />
            </div>
          )}
          {exporter.isSuccess && <Alert severity="success">The presentation was downloaded as {fileName}.</Alert>}
          {exporter.isError && <Alert severity="error">{isApiError(exporter.error) ? exporter.error.detail : ERROR_TEXTS.other}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={exporter.isPending}>
            Close
          </Button>
          <Button variant="contained" disabled={exporter.isPending} onClick={() => exporter.mutate({ studyId, projectId, languageCode, publicShowreels })}>
            Download .pptx
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
