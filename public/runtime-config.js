/*
 * Runtime configuration, read by the app at start-up. Replace this file per environment; the build
 * stays the same. Every key is optional; the defaults point at the local stack of `npm start`.
 *
 * window.__APP_CONFIG__ = {
 *   appUrl: 'https://app.example.eu',
 *   oidc: { authority: 'https://id.example.eu/realms/epr', clientId: 'epr-web' },
 *   accountApiUrl: 'https://accounts.example.eu/account',
 *   mainApiUrl: 'https://api.example.eu',
 *   accountServiceUrl: 'https://accounts.example.eu',
 *   websiteUrl: 'https://www.example.eu',
 *   legal: { imprint: 'https://www.example.eu/{lang}/imprint', terms: 'https://cdn.example.eu/legal/{lang}/general-terms.pdf' },
 *   environment: 'production', // or 'demo' / 'development': shows template notices
 *   monitoring: { applicationId: '...', applicationVersion: '1.0.0', region: 'eu-central-1',
 *                 identityPoolId: 'eu-central-1:...', endpoint: 'https://dataplane.rum.eu-central-1.amazonaws.com' },
 * };
 */
window.__APP_CONFIG__ = window.__APP_CONFIG__ || {};
