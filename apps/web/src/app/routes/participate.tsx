import { Box, Container, Typography } from '@mui/material';
import { CREATION_TEXTS } from '@insight/contracts/study-builder';
import { Logo } from '../../components/logo';

/** /participate/{token}: the page behind a self-recruit study's shareable link; until the participant app exists it says the study opens soon. */
export function ParticipateRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, display: 'grid', gap: 3, justifyItems: 'center', textAlign: 'center' }}>
      <Logo />
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
          Welcome
        </Typography>
        <Typography>{CREATION_TEXTS.comingSoon}</Typography>
      </Box>
    </Container>
  );
}
