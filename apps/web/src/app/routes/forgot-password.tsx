import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/document-title';

/** /auth/forgot_password (SPEC §2): asks for a reset e-mail in the empty layout. */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard title="Forgot password" intro="Enter the e-mail you sign in with and we will send you a link to set a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
