import { createRouter } from '../../http/router';
import { appVersion } from '../../version';
import { siteInfoRoute } from './site.routes';

export function siteRouter() {
  return createRouter().openapi(siteInfoRoute, (c) => {
    const { config } = c.get('deps');
    return c.json(
      {
        name: 'Sportkiste',
        version: appVersion,
        operator: config.operator,
        accounts: { signupOpen: config.auth.signupMode === 'open', emailVerification: config.auth.emailVerification },
      },
      200,
    );
  });
}
