import { Chip } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useAiProvider } from '../api/ai';

/** The "AI: built-in" / "AI: <model>" label shown where AI output appears (issue 12, GET /v1/ai/provider). */
export function AiLabel() {
  const provider = useAiProvider();
  if (!provider.data) return null;
  return <Chip icon={<AutoAwesomeIcon aria-hidden />} label={provider.data.label} size="small" variant="outlined" sx={{ justifySelf: 'start' }} />;
}
