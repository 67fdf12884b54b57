/** Fixed texts the API answers with; the spec's exact words where it has them (spec 2, 8). */
export const messages = {
  insecureDomain: 'Insecure Domain',
  domainRequired: 'Add at least one domain.',
  invalidDomain: 'Enter a domain such as https://www.example.com.',
  tooManyDomains: 'Add at most 20 domains.',
  duplicateDomain: 'This domain is listed twice.',
  httpsUrl: 'URLs must be HTTPS.',
  colour: 'Use a colour such as #1f6feb.',
  noSuchWidget: 'No such widget account.',
  noSuchFlow: 'Selected Flow Does Not Exist',
} as const;
