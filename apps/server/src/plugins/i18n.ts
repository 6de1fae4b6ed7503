import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  acceptedLanguages,
  DEFAULT_UI_LANGUAGE,
  pickLanguage,
  translateText,
  UI_LANGUAGE_IDS,
  type UiLanguage,
} from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    i18n: {
      /** The language the server answers `request` in: the account's, else the first of Accept-Language it speaks. */
      languageOf(request: FastifyRequest): UiLanguage;
      /** Words of the English catalogue in `language` (anything the catalogues do not have, as it is). */
      translate(text: string, language: UiLanguage): string;
    };
  }
}

interface Envelope {
  message?: unknown;
  errors?: { path: string; message: string }[];
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && 'success' in payload && 'message' in payload;

/**
 * The server's messages in the user's language (docs/i18n.md): every answer's envelope `message` and field errors
 * are written in English by the code (MESSAGES, the other message groups, the schemas' validation messages) and
 * translated here, once, on their way out, from the same catalogues as the web app's; a message built from values
 * ("Please wait 2 minutes") is found with its values and formatted in the user's language (`translateText`).
 */
export default fp(
  async function i18n(app: FastifyInstance) {
    const cache = createIntlCache();
    const intls = new Map<UiLanguage, IntlShape>();
    for (const language of UI_LANGUAGE_IDS) {
      const messages = await loadCatalogue(language);
      intls.set(
        language,
        createIntl({ locale: language, messages, onError: (error) => app.log.warn(error.message) }, cache),
      );
    }

    const translate = (text: string, language: UiLanguage): string => {
      if (language === DEFAULT_UI_LANGUAGE) return text;
      const intl = intls.get(language)!;
      return translateText(text, (id, values) => intl.formatMessage({ id }, values));
    };
    const languageOf = (request: FastifyRequest): UiLanguage =>
      request.user?.language ?? pickLanguage(acceptedLanguages(request.headers['accept-language']));
    app.decorate('i18n', { translate, languageOf });

    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (!isEnvelope(payload)) return payload;
      const language = languageOf(request);
      if (language === DEFAULT_UI_LANGUAGE) return payload;
      return {
        ...payload,
        ...(typeof payload.message === 'string' ? { message: translate(payload.message, language) } : {}),
        ...(payload.errors
          ? { errors: payload.errors.map((error) => ({ ...error, message: translate(error.message, language) })) }
          : {}),
      };
    });
  },
  { name: 'i18n' },
);
