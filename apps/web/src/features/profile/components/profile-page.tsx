import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { PictureUpload } from './picture-upload';
import { ProfileForm } from './profile-form';
import { PageContainer } from '../../../components/page-container';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The own profile (SPEC §2 /profile): picture, personal details and password change. */
export function ProfilePage() {
  const { user } = useSession();
  const initials =
    [user.name, user.surname]
      .map((part) => part?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || user.email.charAt(0).toUpperCase();
  return (
    <PageContainer width="narrow" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Your profile
      </Typography>
      <Section id="profile-picture-heading" title="Picture">
        <PictureUpload userId={user.id} image={user.image} initials={initials} />
      </Section>
      <Section id="profile-details-heading" title="Personal details">
        <ProfileForm key={user.id} user={user} />
      </Section>
      <Section id="profile-password-heading" title="Password">
        <ChangePasswordForm userId={user.id} />
      </Section>
    </PageContainer>
  );
}
