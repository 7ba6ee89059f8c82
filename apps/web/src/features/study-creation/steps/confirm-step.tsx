import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink } from 'react-router';
import type { OrderResponse } from '@insight/contracts';
import { CREATION_TEXTS, TASK_TYPE_LABELS } from '@insight/contracts/study-builder';
import { paths } from '../../../config/paths';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useClientHref, useClientId } from '../../../lib/session';
import { downloadStudyDesign, useOrderStudy } from '../api/orders';
import { getErrorText } from '../error-text';
import { DEVICE_LABELS, DESIGN_LANGUAGES, audienceLabel } from '../wizard-labels';
import type { WizardStepProps } from './step-props';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** CONFIRM: a summary of everything, what still blocks ordering, the design export, the terms, and POST /orders (SPEC §5, §7). */
export function ConfirmStep({ draft, onBack }: WizardStepProps) {
  const clientId = useClientId();
  const clientHref = useClientHref();
  const order = useOrderStudy();
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [done, setDone] = useState<OrderResponse['data'] | null>(null);
  const questionTitle = new Map(draft.business_questions.map((q) => [q.id, q.title]));
  let n = 0;

  if (done) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">Your study is ordered and in preparation.</Alert>
        {done.participant_link ? (
          <Typography>
            Share this participant link:{' '}
            <strong>{typeof window === 'undefined' ? done.participant_link : new URL(done.participant_link, window.location.origin).href}</strong>
          </Typography>
        ) : (
          <Typography>
            A recruitment specialist starts now; expect participants in about {done.estimated_days} {done.estimated_days === 1 ? 'day' : 'days'}.
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button component={RouterLink} to={clientHref(paths.studies.getHref())} variant="contained">
            Go to studies
          </Button>
          <Button component={RouterLink} to={clientHref(paths.study.details.getHref(draft.id))}>
            Open the study
          </Button>
        </Box>
      </Box>
    );
  }

  const submit = async () => {
    setTried(true);
    if (!terms || draft.issues.length) return;
    const answer = await order.mutateAsync(draft.id).catch(() => null);
    if (answer) setDone(answer.data);
  };
  const exportDesign = async () => {
    setExportError(null);
    try {
      await downloadStudyDesign(clientId, draft.id, `${draft.title} - study design.docx`);
    } catch (failure) {
      setExportError(getErrorText(failure));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Block title="Study">
        <Typography>
          <strong>{draft.title}</strong>
          {draft.template ? ` · template ${draft.template.name}` : ''} · design language{' '}
          {DESIGN_LANGUAGES.find((l) => l.code === draft.language)?.name ?? draft.language}
        </Typography>
        <Typography color="text.secondary">{draft.purpose || 'No purpose written.'}</Typography>
      </Block>
      <Block title="Study materials">
        {draft.materials.length ? (
          <List dense>
            {draft.materials.map((m) => (
              <ListItem key={m.id}>
                <ListItemText primary={m.title || m.name} secondary={m.link ?? m.file_mime_type} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">None.</Typography>
        )}
      </Block>
      <Block title="Business questions">
        {draft.business_questions.length === 0 && <Typography color="text.secondary">No business questions saved yet.</Typography>}
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {draft.business_questions.map((q) => (
            <li key={q.id}>{q.title}</li>
          ))}
        </Box>
      </Block>
      <Block title="Study design">
        <Typography color="text.secondary">{draft.introduction}</Typography>
        {draft.sections.length === 0 && <Typography color="text.secondary">No sections saved yet.</Typography>}
        {draft.sections.map((section, s) => (
          <Box key={s}>
            <Typography sx={{ fontWeight: 600, mt: 1 }}>
              Section {s + 1}: {section.business_question_id ? questionTitle.get(section.business_question_id) : 'No business question'}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, listStyle: 'none' }}>
              {section.tasks.map((task) => {
                n += 1;
                return (
                  <li key={task.id}>
                    {n}. {task.text}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({TASK_TYPE_LABELS[task.type]}
                      {task.scale_points ? `, ${task.scale_points} points` : ''}
                      {task.options.length ? `: ${task.options.map((o) => o.text).join(', ')}` : ''})
                    </Typography>
                    {task.subtasks.map((sub) => (
                      <Typography key={sub.id} variant="body2" sx={{ pl: 2 }}>
                        {sub.position_name}) {sub.text}
                      </Typography>
                    ))}
                  </li>
                );
              })}
            </Box>
          </Box>
        ))}
      </Block>
      <Block title="Recruitment">
        <Typography>
          {draft.recruitment.method === 'SPECIALIST'
            ? `Managed by a specialist (about 1 day)${draft.recruitment.quality_review ? ' with a quality review (up to 1 more day)' : ''}`
            : draft.recruitment.method === 'SHAREABLE_LINK'
              ? 'Self-recruit through a shareable link'
              : 'Not chosen'}{' '}
          · {audienceLabel(draft.audience)}
        </Typography>
        {draft.recruitment.segments.map((s) => (
          <Typography key={s.id} variant="body2" color="text.secondary">
            {s.title}: {s.countries.join(', ')} ({s.language}), ages {s.age_range.min}–{s.age_range.max}, {s.gender.join(', ')}, {DEVICE_LABELS[s.devices]},
            records {s.recording_devices.join(', ')}, {s.required_interviews} interviews{s.custom_criteria.length ? `; ${s.custom_criteria.join('; ')}` : ''}
          </Typography>
        ))}
      </Block>
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportDesign()}>
          Export study design
        </Button>
        {exportError && <Alert severity="error">{exportError}</Alert>}
      </Box>
      {draft.issues.length > 0 && (
        <Alert severity="warning">
          Before ordering, fix:
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {draft.issues.map((issue) => (
              <li key={issue.field + issue.message}>{issue.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box>
        <FormControlLabel
          control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
          label={
            <>
              I accept the {/* The study terms and conditions (SPEC §2 External links), a page of the portal (issue 16). */}
              <Link href={paths.legal.studyTerms.getHref()} target="_blank" rel="noopener">
                study terms and conditions
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </>
          }
        />
        {tried && !terms && (
          <Typography color="error" variant="body2">
            {CREATION_TEXTS.termsRequired}
          </Typography>
        )}
      </Box>
      {order.isError && <Alert severity="error">{getErrorText(order.error)}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        {onBack ? (
          <Button variant="outlined" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button variant="contained" onClick={() => void submit()} disabled={order.isPending || draft.issues.length > 0}>
          {order.isPending ? 'Ordering…' : 'Order study'}
        </Button>
      </Box>
    </Box>
  );
}
