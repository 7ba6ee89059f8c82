import { Chip } from '@mui/material';
import type { ShowreelStatus } from '../showreel-types';

/** Props of {@link ShowreelStatusChip}: the reel's status (SPEC §4). */
export type ShowreelStatusChipProps = { status: ShowreelStatus };

const LOOK: Record<ShowreelStatus, { label: string; bg: string; fg: string }> = {
  CREATED: { label: 'Created', bg: '#ecebf7', fg: '#3b2e8c' },
  PROCESSING: { label: 'Processing', bg: '#fdf0d9', fg: '#7a4a00' },
  READY: { label: 'Ready', bg: '#e3f4ea', fg: '#135c33' },
  ERROR: { label: 'Error', bg: '#fde7e7', fg: '#8c1d1d' },
};

/** CREATED / PROCESSING / READY / ERROR as a coloured chip (AA contrast). */
export function ShowreelStatusChip({ status }: ShowreelStatusChipProps) {
  const look = LOOK[status] ?? LOOK.CREATED;
  return <Chip size="small" label={look.label} sx={{ fontWeight: 600, bgcolor: look.bg, color: look.fg }} />;
}
