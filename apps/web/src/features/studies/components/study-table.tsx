import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { StudySummary } from '../../../lib/api-types';
import { formatDate, formatLanguage } from '../../../lib/format';
import { StudyStatusChip } from './study-status-chip';

/** Props of {@link StudyTable}: the studies, the table's accessible name and each study's page. */
export type StudyTableProps = { studies: StudySummary[]; label: string; getHref: (study: StudySummary) => string; isBusy?: boolean };

/** The compact view of the studies list: one row per study with status, language, counts and dates. */
export function StudyTable({ studies, label, getHref, isBusy = false }: StudyTableProps) {
  return (
    <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label} aria-busy={isBusy || undefined}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Title</TableCell>
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col">Language</TableCell>
            <TableCell scope="col" align="right">
              Interviews
            </TableCell>
            <TableCell scope="col" align="right">
              Quotes
            </TableCell>
            <TableCell scope="col">Created</TableCell>
            <TableCell scope="col">Completed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {studies.map((study) => (
            <TableRow key={study.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 220 }}>
                <Link component={RouterLink} to={getHref(study)}>
                  {study.title}
                </Link>
              </TableCell>
              <TableCell>
                <StudyStatusChip code={study.display_status_code} />
              </TableCell>
              <TableCell>{formatLanguage(study.language)}</TableCell>
              <TableCell align="right">{study.counts?.interviews ?? 0}</TableCell>
              <TableCell align="right">{study.counts?.quotes ?? 0}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(study.created_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{study.completed_at ? formatDate(study.completed_at) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
