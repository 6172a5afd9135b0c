/**
 * The services' own spelling of membership status (site 3.4 names by the `ms` code of site
 * 4.1), shared by the emulated services that report it. Kept apart from the library's rules on
 * purpose: the emulator answers as the services do, so a client bug cannot hide in shared code.
 */
export const STATUS_NAMES: Readonly<Record<string, string>> = {
  '0': 'ACTIVE',
  '1': 'NON-MEMBER',
  '4': 'CANCELLED',
  '5': 'EXPIRED',
  M: 'MEMBER-REQUEST-SUSPEND',
  U: 'UNDELIVERABLE-SUSPEND',
  D: 'DECEASED-SUSPEND',
};
