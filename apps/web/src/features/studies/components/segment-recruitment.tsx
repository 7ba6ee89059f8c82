import { Paper, Typography } from '@mui/material';
import type { RecruitmentItem, Segment } from '../../../lib/api-types';
import { formatCountry, formatLanguage, humanizeCode } from '../../../lib/format';
import { FactList } from './fact-list';

/** Props of {@link SegmentRecruitment}: a segment and its recruitment item (SPEC §3 Recruitment item). */
export type SegmentRecruitmentProps = { segment: Segment; recruitment: RecruitmentItem | null | undefined };

const list = (values: string[] | string | null | undefined, format: (value: string) => string = (value) => value) =>
  (Array.isArray(values) ? values : values ? [values] : []).map(format).join(', ');

/** One segment with who was recruited: method, interviews, ages, countries, genders, devices, language, criteria. */
export function SegmentRecruitment({ segment, recruitment }: SegmentRecruitmentProps) {
  const min = recruitment?.age_range.min;
  const max = recruitment?.age_range.max;
  const ages = min != null && max != null ? `${min}–${max}` : min != null ? `${min}+` : max != null ? `up to ${max}` : null;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography component="h3" variant="h5" sx={{ mb: 0.5 }}>
        {segment.title}
      </Typography>
      {recruitment && (
        <FactList
          facts={[
            { label: 'Recruitment', value: recruitment.method === 'SHAREABLE_LINK' ? 'Shareable link' : 'Specialist' },
            { label: 'Interviews', value: recruitment.required_interviews },
            { label: 'Ages', value: ages },
            { label: 'Countries', value: list(recruitment.countries, formatCountry) },
            { label: 'Genders', value: list(recruitment.gender) },
            { label: 'Devices', value: list(recruitment.devices, humanizeCode) },
            { label: 'Language', value: formatLanguage(recruitment.language) },
            { label: 'Criteria', value: recruitment.custom_criteria.join('\n') },
          ]}
        />
      )}
    </Paper>
  );
}
