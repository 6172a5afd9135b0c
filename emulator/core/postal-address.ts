/**
 * A persona's name and postal address (the spec's fixtures have none): the core user's
 * `user.address` (ask-and-rewards 7.4, the shipping address of a physical reward) and the
 * e-greeting sender's address answer the same, so a page that shows both agrees with itself.
 */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** `at` is the persona's parsed login cookie (its `f` first name and `u` user name). */
export function postalAddress(personaId: string, at: Readonly<Record<string, string | undefined>>): PostalAddress {
  return {
    firstName: at.f ?? '',
    lastName: 'Example',
    email: `${at.u ?? personaId}@example.org`,
    address1: '100 Example Avenue NW',
    address2: '',
    city: 'Washington',
    state: 'DC',
    zip: '20001',
    country: 'US',
  };
}
