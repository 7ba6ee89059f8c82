/** The display name of a team member: name and surname, else the e-mail (a Pending user has no name yet). */
export function memberName(member: { name: string | null; surname: string | null; email: string }): string {
  return [member.name, member.surname].filter(Boolean).join(' ') || member.email;
}
