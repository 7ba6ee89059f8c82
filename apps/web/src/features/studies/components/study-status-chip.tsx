import { Chip } from '@mui/material';
import { humanizeCode } from '../../../lib/format';

/** Props of {@link StudyStatusChip}: the study's display_status_code (SPEC §3/§4). */
export type StudyStatusChipProps = { code: string | null | undefined };

/** 'Completed' (green) or 'In preparation' (amber) chip; colours keep AA contrast. */
export function StudyStatusChip({ code }: StudyStatusChipProps) {
  if (!code) return null;
  const isCompleted = code === 'COMPLETED';
  return (
    <Chip
      size="small"
      label={humanizeCode(code)}
      sx={{
        fontWeight: 600,
        bgcolor: isCompleted ? '#e3f4ea' : '#fdf0d9',
        color: isCompleted ? '#135c33' : '#7a4a00',
      }}
    />
  );
}
