/** Terms of service and privacy policy linked from sign-up (SPEC §2 External links). */
export const LEGAL_LINKS = {
  terms: 'https://www.example.com/legal/terms-of-service',
  privacy: 'https://www.example.com/legal/privacy-policy',
} as const;
