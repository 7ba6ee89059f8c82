/**
 * One source per rule (issue 7): the web's form validators and the API refuse the same values. Each row of a table of
 * passwords, e-mail addresses and showreel titles and descriptions goes through the web's own validator (the function
 * its form calls before sending) and through the API (`app.inject()` on the real routes, and the contract schemas the
 * routes declare), and both must answer the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateShowreelBody, UpdateShowreelBody } from '@insight/contracts';
import { selfRegisterErrors, type SelfRegisterValues } from '../../web/src/features/auth/self-register-rules';
import { showreelFieldErrors } from '../../web/src/features/showreels/showreel-rules';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createInterview, createQuote, createSegment, createShowreel, createStudy, createUser } from './factories';

const GOOD_PASSWORD = 'Research-2026!';

/** Passwords and whether SPEC §5 allows them (8+ code points, a letter, a number, a symbol, anywhere). */
const PASSWORDS: [password: string, isAllowed: boolean][] = [
  [GOOD_PASSWORD, true],
  ['Ærlig-123', true],
  ['😀😀😀😀😀a1!', true],
  ['abcd\n123!', true],
  ['', false],
  ['a1!aaaa', false],
  ['abcdefg1', false],
  ['abcdefg!', false],
  ['12345678!', false],
  ['😀😀😀a1!', false],
  ['        ', false],
];

/** E-mail addresses (as typed: the form and the API both trim) and whether they count as addresses; `#` becomes a unique number. */
const EMAILS: [email: string, isAllowed: boolean][] = [
  ['ann#@example.com', true],
  ['Ann.Lee+#@Mail.Example.co', true],
  ["o'neil#@example.dk", true],
  ['  bo#@example.org  ', true],
  ['ann#', false],
  ['ann#@example', false],
  ['ann#@example.c', false],
  ['ænne#@example.com', false],
  ['ann#@@example.com', false],
  ['ann#@exa mple.com', false],
];

/** Showreel titles and descriptions as the forms send them, and which field (if any) must be refused. */
const SHOWREEL_FIELDS: [title: string, description: string, refused: 'title' | 'description' | null][] = [
  ['Morning routines', '', null],
  ['Morning routines', 'd'.repeat(2001), null],
  ['Morning routines', 'd'.repeat(5000), null],
  ['Morning routines', 'd'.repeat(5001), 'description'],
  ['t'.repeat(200), 'Short', null],
  [` ${'t'.repeat(200)} `, 'Short', null],
  ['t'.repeat(201), 'Short', 'title'],
  ['   ', 'Short', 'title'],
];

let counter = 0;
const unique = (template: string) => template.replace('#', String(++counter));
const fields = (body: { invalidParams?: { name: string }[] }) => (body.invalidParams ?? []).map((param) => param.name.split('.').at(-1));

describe(`shared rules: the web forms and the API refuse the same values (${testDriver})`, () => {
  let t: TestApp;
  let token: string;
  let showreelId: string;
  let address = 0;

  const selfRegister = (values: SelfRegisterValues) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register/self',
      // A fresh client address per request keeps the table under the per-address rate limit.
      remoteAddress: `10.77.${Math.floor(++address / 250)}.${address % 250}`,
      payload: {
        email: values.email,
        name: values.name,
        surname: values.surname,
        password: values.password,
        password_confirmation: values.repeat,
        terms: values.terms,
      },
    });

  beforeAll(async () => {
    t = await createTestApp({ SELF_REGISTRATION: 'true' });
    const client = await createClient(t.db);
    const study = await createStudy(t.db, client.id, { createdAt: new Date('2023-03-01T00:00:00Z') });
    const segment = await createSegment(t.db, { ...study, language: 'en' });
    const interview = await createInterview(t.db, segment);
    const quote = await createQuote(t.db, interview, { contentOriginal: 'Hello there', start: 0, end: 4 });
    showreelId = (await createShowreel(t.db, study, {}, [{ quoteId: quote.id, start: 0, end: 4 }])).id;
    const master = await createUser(t.db, client.id, { roleName: 'Master' });
    token = await t.login(master.email, master.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('passwords: the sign-up form and POST /api/auth/register/self agree on every row', async () => {
    for (const [password, isAllowed] of PASSWORDS) {
      const values = { email: unique('pw#@example.com'), name: 'Pat', surname: 'Lee', password, repeat: password, terms: true };
      const webError = selfRegisterErrors(values, false).password;
      const res = await selfRegister(values);
      expect({ password, web: webError === undefined }).toEqual({ password, web: isAllowed });
      expect({ password, status: res.statusCode }).toEqual({ password, status: isAllowed ? 200 : 400 });
      if (!isAllowed) expect(fields(res.json())).toEqual(['password']);
    }
  });

  it('e-mail addresses: the sign-up form and POST /api/auth/register/self agree on every row', async () => {
    for (const [template, isAllowed] of EMAILS) {
      const email = unique(template);
      const values = { email, name: 'Eve', surname: 'Lind', password: GOOD_PASSWORD, repeat: GOOD_PASSWORD, terms: true };
      const webError = selfRegisterErrors(values, false).email;
      const res = await selfRegister(values);
      expect({ email, web: webError === undefined }).toEqual({ email, web: isAllowed });
      expect({ email, status: res.statusCode }).toEqual({ email, status: isAllowed ? 200 : 400 });
      if (!isAllowed) expect(fields(res.json())).toEqual(['email']);
    }
  });

  it('showreel title and description: the showreel forms, the create and update schemas and PATCH /api/v3/showreels/{id} agree', async () => {
    for (const [title, description, refused] of SHOWREEL_FIELDS) {
      const row = { title: title.slice(0, 12), length: description.length, refused };
      const webErrors = showreelFieldErrors({ title, description });
      expect({ ...row, web: Object.keys(webErrors) }).toEqual({ ...row, web: refused ? [refused] : [] });

      const created = CreateShowreelBody.safeParse({ study_id: '3f0c1c56-7d4e-4a43-9a53-0c4f0f5d8c11', title, description, quotes: [{ id: showreelId }] });
      const updated = UpdateShowreelBody.safeParse({ title, description });
      for (const parsed of [created, updated]) {
        expect({ ...row, schema: parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.')) }).toEqual({
          ...row,
          schema: refused ? [refused] : [],
        });
      }

      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v3/showreels/${showreelId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { title, description },
      });
      expect({ ...row, status: res.statusCode }).toEqual({ ...row, status: refused ? 400 : 200 });
      if (refused) expect(fields(res.json())).toEqual([refused]);
    }
  });
});
