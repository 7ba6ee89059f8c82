import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { DraftRecruitment, DraftSegment } from '@insight/contracts';
import { CREATION_LIMITS } from '@insight/contracts/study-builder';
import { useStudyFilters } from '../api/orders';
import { StepActions } from '../components/step-actions';
import { getErrorText } from '../error-text';
import { DEVICE_LABELS } from '../wizard-labels';
import type { WizardStepProps } from './step-props';

type Segment = Omit<DraftSegment, 'custom_criteria'> & { custom_criteria: string };

const newSegment = (n: number): Segment => ({
  id: crypto.randomUUID(),
  title: `Segment ${n}`,
  countries: [],
  language: '',
  age_range: { min: 18, max: 65 },
  gender: ['Women', 'Men', 'Other'],
  devices: 'BOTH',
  recording_devices: ['microphone', 'camera'],
  custom_criteria: '',
  required_interviews: 5,
});

/** Problems of one segment by field (country, ages, genders, recording devices, interviews). */
function segmentProblems(s: Segment): Record<string, string> {
  const out: Record<string, string> = {};
  if (!s.title.trim()) out.title = 'This value is required';
  if (!s.countries.length) out.country = 'Choose a country';
  if (!s.language) out.language = 'Choose a language';
  if (s.age_range.min < CREATION_LIMITS.ageMin || s.age_range.max > CREATION_LIMITS.ageMax || s.age_range.min > s.age_range.max)
    out.age = `Ages ${CREATION_LIMITS.ageMin}–${CREATION_LIMITS.ageMax}, from not above to`;
  if (!s.gender.length) out.gender = 'Choose at least one gender';
  if (!s.recording_devices.length) out.recording = 'Choose at least one recording device';
  if (s.required_interviews < CREATION_LIMITS.requiredInterviewsMin || s.required_interviews > CREATION_LIMITS.requiredInterviewsMax)
    out.interviews = `Between ${CREATION_LIMITS.requiredInterviewsMin} and ${CREATION_LIMITS.requiredInterviewsMax}`;
  return out;
}

/**
 * RECRUIT: self-recruit through a shareable link or managed by a specialist (about 1 day, optional quality review up to 1
 * more day), the audience kind, and per segment: country and language, ages, genders, devices, recording devices, custom
 * criteria and required interviews (SPEC §3, §9). Country and language are locked while editing a saved draft (SPEC §4).
 */
export function RecruitStep({ draft, isLocked, onNext, onBack, isSaving }: WizardStepProps) {
  const filters = useStudyFilters();
  const [method, setMethod] = useState<DraftRecruitment['method']>(draft.recruitment.method);
  const [qualityReview, setQualityReview] = useState(draft.recruitment.quality_review);
  const [audience, setAudience] = useState(draft.audience ?? 'PRIVATE_CUSTOMERS');
  const [segments, setSegments] = useState<Segment[]>(
    draft.recruitment.segments.length ? draft.recruitment.segments.map((s) => ({ ...s, custom_criteria: s.custom_criteria.join('\n') })) : [newSegment(1)],
  );
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (id: string, change: Partial<Segment>) => setSegments((list) => list.map((s) => (s.id === id ? { ...s, ...change } : s)));
  const countries = filters.data?.country_languages ?? [];
  const lockedIds = new Set(isLocked ? draft.recruitment.segments.map((s) => s.id) : []);

  const save = async () => {
    setTried(true);
    setError(null);
    if (!method || segments.some((s) => Object.keys(segmentProblems(s)).length)) return;
    try {
      await onNext({
        audience,
        recruitment: {
          method,
          quality_review: method === 'SPECIALIST' && qualityReview,
          segments: segments.map((s) => ({
            ...s,
            title: s.title.trim(),
            custom_criteria: s.custom_criteria
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          })),
        },
      });
    } catch (failure) {
      setError(getErrorText(failure));
    }
  };

  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((x) => x !== value));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl error={tried && !method}>
        <FormLabel id="recruit-method">How should participants be recruited?</FormLabel>
        <RadioGroup aria-labelledby="recruit-method" value={method ?? ''} onChange={(e) => setMethod(e.target.value as 'SHAREABLE_LINK' | 'SPECIALIST')}>
          <FormControlLabel value="SHAREABLE_LINK" control={<Radio />} label="Self-recruit: share a participant link with your own customers or panel" />
          <FormControlLabel
            value="SPECIALIST"
            control={<Radio />}
            label={`Managed: a recruitment specialist finds participants (about ${CREATION_LIMITS.managedRecruitmentDays} day)`}
          />
        </RadioGroup>
        {tried && !method && (
          <Typography color="error" variant="body2">
            Select a recruitment option.
          </Typography>
        )}
      </FormControl>
      {method === 'SPECIALIST' && (
        <FormControlLabel
          control={<Checkbox checked={qualityReview} onChange={(e) => setQualityReview(e.target.checked)} />}
          label={`Add a quality review of the interviews (up to ${CREATION_LIMITS.qualityReviewDays} more day)`}
        />
      )}
      <FormControl>
        <FormLabel id="audience-kind">Audience</FormLabel>
        <RadioGroup row aria-labelledby="audience-kind" value={audience} onChange={(e) => setAudience(e.target.value as typeof audience)}>
          <FormControlLabel value="PRIVATE_CUSTOMERS" control={<Radio />} label="Private customers" />
          <FormControlLabel value="BUSINESS_PROFESSIONALS" control={<Radio />} label="Business professionals" />
        </RadioGroup>
      </FormControl>
      {filters.isError && <Alert severity="error">The countries could not be loaded. Reload the page to try again.</Alert>}
      {segments.map((segment, i) => {
        const problems = tried ? segmentProblems(segment) : {};
        const country = countries.find((c) => c.country_code === segment.countries[0]);
        const locked = lockedIds.has(segment.id);
        return (
          <Card key={segment.id} variant="outlined" component="section" aria-label={`Participant segment ${i + 1}`}>
            <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1 }}>
                <TextField
                  label={`Segment ${i + 1} name`}
                  value={segment.title}
                  onChange={(e) => set(segment.id, { title: e.target.value })}
                  error={Boolean(problems.title)}
                  helperText={problems.title}
                  sx={{ flex: 1 }}
                />
                {segments.length > 1 && !locked && (
                  <IconButton aria-label={`Remove segment ${i + 1}`} onClick={() => setSegments((list) => list.filter((s) => s.id !== segment.id))}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Box>
              <TextField
                select
                label="Country"
                value={segment.countries[0] ?? ''}
                disabled={locked}
                onChange={(e) => {
                  const next = countries.find((c) => c.country_code === e.target.value);
                  set(segment.id, { countries: e.target.value ? [e.target.value] : [], language: next?.languages[0]?.code ?? '' });
                }}
                error={Boolean(problems.country)}
                helperText={problems.country ?? (locked ? 'Locked in a saved draft' : undefined)}
              >
                {countries.map((c) => (
                  <MenuItem key={c.country_code} value={c.country_code}>
                    {c.country}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Interview language"
                value={segment.language}
                disabled={locked || !country}
                onChange={(e) => set(segment.id, { language: e.target.value })}
                error={Boolean(problems.language)}
                helperText={problems.language}
              >
                {(country?.languages ?? []).map((l) => (
                  <MenuItem key={l.code} value={l.code}>
                    {l.name}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <TextField
                  label="Age from"
                  type="number"
                  value={segment.age_range.min}
                  onChange={(e) => set(segment.id, { age_range: { ...segment.age_range, min: Number(e.target.value) } })}
                  error={Boolean(problems.age)}
                  helperText={problems.age}
                />
                <TextField
                  label="Age to"
                  type="number"
                  value={segment.age_range.max}
                  onChange={(e) => set(segment.id, { age_range: { ...segment.age_range, max: Number(e.target.value) } })}
                  error={Boolean(problems.age)}
                />
              </Box>
              <TextField
                label="Required interviews"
                type="number"
                value={segment.required_interviews}
                onChange={(e) => set(segment.id, { required_interviews: Number(e.target.value) })}
                error={Boolean(problems.interviews)}
                helperText={problems.interviews}
              />
              <FormControl error={Boolean(problems.gender)} component="fieldset">
                <FormLabel component="legend">Genders</FormLabel>
                <FormGroup row>
                  {(['Women', 'Men', 'Other'] as const).map((g) => (
                    <FormControlLabel
                      key={g}
                      label={g}
                      control={
                        <Checkbox
                          checked={segment.gender.includes(g)}
                          onChange={(e) => set(segment.id, { gender: toggle(segment.gender, g, e.target.checked) as Segment['gender'] })}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {problems.gender && <Typography variant="body2">{problems.gender}</Typography>}
              </FormControl>
              <FormControl component="fieldset">
                <FormLabel component="legend">Participant devices</FormLabel>
                <RadioGroup row value={segment.devices} onChange={(e) => set(segment.id, { devices: e.target.value as Segment['devices'] })}>
                  {(['DESKTOP', 'MOBILE', 'BOTH'] as const).map((d) => (
                    <FormControlLabel key={d} value={d} control={<Radio />} label={DEVICE_LABELS[d]} />
                  ))}
                </RadioGroup>
              </FormControl>
              <FormControl error={Boolean(problems.recording)} component="fieldset">
                <FormLabel component="legend">Recording devices</FormLabel>
                <FormGroup row>
                  {(['microphone', 'camera', 'screen'] as const).map((d) => (
                    <FormControlLabel
                      key={d}
                      label={d[0].toUpperCase() + d.slice(1)}
                      control={
                        <Checkbox
                          checked={segment.recording_devices.includes(d)}
                          onChange={(e) =>
                            set(segment.id, { recording_devices: toggle(segment.recording_devices, d, e.target.checked) as Segment['recording_devices'] })
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {problems.recording && <Typography variant="body2">{problems.recording}</Typography>}
              </FormControl>
              <TextField
                label="Custom criteria (one per line)"
                value={segment.custom_criteria}
                onChange={(e) => set(segment.id, { custom_criteria: e.target.value })}
                multiline
                minRows={2}
              />
            </CardContent>
          </Card>
        );
      })}
      {segments.length < CREATION_LIMITS.segmentsMax && !isLocked && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setSegments((list) => [...list, newSegment(list.length + 1)])}>
            Add segment
          </Button>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <StepActions onBack={onBack} onNext={() => void save()} isBusy={isSaving} />
    </Box>
  );
}
