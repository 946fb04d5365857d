/** Automatic consent for our first-party client (the interaction's `consent` prompt). */
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Interaction } from './interactions';

/** First-party client: grant whatever the request asks for, without a consent page. */
export async function grantConsent(
  provider: Provider,
  interaction: Interaction,
): Promise<InteractionResults> {
  const { prompt, params, session } = interaction;
  const accountId = session?.accountId;
  if (!accountId) throw new Error('consent requested without a signed-in account');
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(params.client_id) });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return { consent: { grantId } };
}
