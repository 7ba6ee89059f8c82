import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { SelfRegisterForm } from '../../features/auth/components/self-register-form';
import { useAuthConfig } from '../../features/auth/api/get-auth-config';
import { useDocumentTitle } from '../../lib/document-title';

/** Query parameter carrying the invitation hash of the e-mailed link (also read as `token`). */
const HASH_PARAMS = ['hash', 'token'] as const;

/**
 * /auth/register (SPEC §2) in the empty layout: sign-up from an invitation link; without one, self sign-up when the
 * deployment allows it (GET /api/auth/config), else 'Self registering is not supported at the moment.'. Success lands signed in.
 */
export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const hash = HASH_PARAMS.map((name) => searchParams.get(name)).find(Boolean) ?? '';
  const config = useAuthConfig();
  const onSuccess = () => navigate(paths.root.getHref(), { replace: true });
  if (!hash && config.isPending) return <PageLoader />;
  if (!hash && config.data?.self_registration) {
    return (
      <AuthCard title="Create your account" intro="Sign up for Insight Portal with your e-mail address and a password.">
        <SelfRegisterForm onSuccess={onSuccess} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create your account" intro="You have been invited to Insight Portal. Set your name and a password to get started.">
      <RegisterForm hash={hash} onSuccess={onSuccess} />
    </AuthCard>
  );
}
