import { type Locale, pickLocale } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from Accept-Language (ru by default). */
    locale: Locale;
  }
}

/** Read from the header when first asked for: most search requests never need a message in a language. */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      return pickLocale(this.headers['accept-language']);
    },
  });
});
