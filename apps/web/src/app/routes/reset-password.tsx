import { useParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../lib/document-title';

/** /auth/reset_password/:token? (SPEC §2): sets a new password with the e-mailed token in the empty layout. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  useDocumentTitle('Set a new password');
  return (
    <AuthCard title="Set a new password">
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
