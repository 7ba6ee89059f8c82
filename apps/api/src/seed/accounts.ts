/**
 * The demo accounts (README "Demo accounts"): light on purpose, so the server, tests and e2e fixtures can
 * import them without loading the seed. All log in with {@link DEMO_PASSWORD}.
 */
import type { RoleName } from '@insight/contracts';

/** The password of every demo account (meets SPEC §5: 8+ characters, a letter, a number and a symbol). */
export const DEMO_PASSWORD = 'Research-2026!';

/**
 * A demo account: home client key (`acme` | `nordic`), role name (SPEC §6), the extra clients it may act for
 * (`user_clients` rows), profile fields, and a one-line `description` for the start-up banner.
 */
export type DemoAccount = {
  email: string;
  role: RoleName;
  client: string;
  extraClients: string[];
  name: string;
  surname: string;
  jobTitle: string;
  department: string;
  description: string;
};

/** The five demo accounts. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@portal.test',
    role: 'Admin',
    client: 'acme',
    extraClients: ['nordic'],
    name: 'Alex',
    surname: 'Morgan',
    jobTitle: 'Platform administrator',
    department: 'Research operations',
    description: 'Admin: every client (home client Acme Foods)',
  },
  {
    email: 'master@acme.test',
    role: 'Master',
    client: 'acme',
    extraClients: [],
    name: 'Hanne',
    surname: 'Sørensen',
    jobTitle: 'Head of Consumer Insights',
    department: 'Marketing',
    description: 'Master of Acme Foods',
  },
  {
    email: 'researcher@acme.test',
    role: 'Researcher',
    client: 'acme',
    extraClients: [],
    name: 'Diego',
    surname: 'Ruiz',
    jobTitle: 'Senior Consumer Researcher',
    department: 'Consumer Insights',
    description: 'Researcher at Acme Foods',
  },
  {
    email: 'consumer@acme.test',
    role: 'Consumer',
    client: 'acme',
    extraClients: [],
    name: 'Olivia',
    surname: 'Brown',
    jobTitle: 'Brand Manager',
    department: 'Marketing',
    description: 'Consumer at Acme Foods: sees only stories',
  },
  {
    email: 'master@nordic.test',
    role: 'Master',
    client: 'nordic',
    extraClients: [],
    name: 'Lena',
    surname: 'Karlsson',
    jobTitle: 'Insights Lead',
    department: 'Product',
    description: 'Master of Nordic Living only',
  },
];
