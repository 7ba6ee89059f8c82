import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES } from '@insight/contracts/validation';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link PasswordRuleList}: the password typed so far and the id the password field points at. */
export type PasswordRuleListProps = { password: string; id: string };

/** The SPEC §5 password rules, each ticked live as the password meets it. */
export function PasswordRuleList({ password, id }: PasswordRuleListProps) {
  return (
    <Box component="ul" id={id} aria-label="Rules for a new password" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        return (
          <Box component="li" key={rule.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: isMet ? 'success.dark' : 'text.secondary' }}>
            {isMet ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
            <Typography variant="body2" component="span">
              {rule.label}
              <VisuallyHidden>{isMet ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
