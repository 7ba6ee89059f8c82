import { Box, Skeleton, Typography } from '@mui/material';
import { ErrorState } from '../../../components/error-state';
import { useBusinessQuestions } from '../api/get-business-questions';

/** Props of {@link BusinessQuestionList}. */
export type BusinessQuestionListProps = { studyId: string };

/** The study's business questions (objectives), numbered. */
export function BusinessQuestionList({ studyId }: BusinessQuestionListProps) {
  const questions = useBusinessQuestions(studyId);
  if (questions.isPending) return <Skeleton height={96} aria-hidden />;
  if (questions.isError) return <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />;
  if (questions.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No business questions.</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
      {questions.data.map((question) => (
        <li key={question.id}>
          <Typography sx={{ fontWeight: 600 }}>{question.title}</Typography>
          {question.description && (
            <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem', whiteSpace: 'pre-line' }}>{question.description}</Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
