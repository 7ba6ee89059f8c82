/** Terms of service and privacy policy linked from sign-up (SPEC §2 External links): pages of the portal (issue 16). */
import { paths } from '../../../config/paths';

/** Where sign-up's legal links lead. */
export const LEGAL_LINKS = {
  terms: paths.legal.termsOfService.getHref(),
  privacy: paths.legal.privacyPolicy.getHref(),
} as const;
