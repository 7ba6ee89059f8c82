/** Parsing the invite field and mapping each error to its address (SPEC §5 invite rules, §8 invite errors). */
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isEmailAddress } from '@insight/contracts/validation';
import type { InvalidParam } from '../../lib/api-client';

/** Addresses typed into the invite field: split on commas, semicolons, spaces and new lines; lower-cased; duplicates kept once. */
export function parseEmails(text: string): string[] {
  const emails = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(emails)];
}

/** Errors found before sending: invalid addresses, and more addresses than available seats (on the field). */
export function checkInvite(emails: string[], seatsAvailable: number | undefined): { byEmail: Record<string, string>; general?: string } {
  const byEmail: Record<string, string> = {};
  for (const email of emails) if (!isEmailAddress(email)) byEmail[email] = ERROR_TEXTS.invalidEmail;
  let general: string | undefined;
  if (emails.length === 0) general = ERROR_TEXTS.required;
  else if (seatsAvailable !== undefined && emails.length > seatsAvailable)
    general = `You are inviting ${emails.length} people but only ${seatsAvailable} ${seatsAvailable === 1 ? 'seat is' : 'seats are'} available.`;
  return { byEmail, general };
}

/**
 * Maps the API's `invalidParams` to addresses: `emails.<index>` (or `body.emails.<index>`) names the address at that index,
 * a name equal to an address names it directly; anything else is a general error.
 */
export function mapInviteErrors(emails: string[], params: InvalidParam[] | undefined): { byEmail: Record<string, string>; general: string[] } {
  const byEmail: Record<string, string> = {};
  const general: string[] = [];
  for (const param of params ?? []) {
    const indexMatch = /(?:^|\.)emails\.(\d+)$/.exec(param.name);
    const email = indexMatch ? emails[Number(indexMatch[1])] : emails.find((e) => e === param.name.toLowerCase());
    if (email) byEmail[email] = byEmail[email] ? `${byEmail[email]} ${param.reason}` : param.reason;
    else general.push(param.reason);
  }
  return { byEmail, general };
}
