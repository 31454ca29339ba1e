// The portal's own lint rules: conventions of docs/architecture.md, Conventions, that no stock rule checks.
import { basename } from 'node:path';

const COLOUR = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b|\b(?:rgba?|hsla?)\(/i;

/** Colours are theme tokens: a hex, rgb() or hsl() literal belongs in ui-kit's theme/ or a brand's theme. */
const noColourLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'no colour literals outside the theme and the brands' },
    messages: { colour: 'Use a theme token (theme.color.*), not a colour literal: colours live in theme/ and brands/.' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && COLOUR.test(text)) context.report({ node, messageId: 'colour' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};

/**
 * A lib reaches its own translation namespace through its own hook (`use-<lib>-translation.ts`), which adds the
 * lib's base wording where it is used; components never call react-i18next's useTranslation directly.
 */
const ownTranslationHook = {
  meta: {
    type: 'problem',
    docs: { description: "useTranslation only inside a lib's own use-*-translation hook" },
    messages: {
      hook: "Use this lib's own translation hook (use-<lib>-translation.ts), not react-i18next's useTranslation.",
    },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const file = basename(context.filename);
    const allowed = (context.options[0]?.allow ?? []).includes(file) || /^use-[a-z-]+-translation\.tsx?$/.test(file);
    if (allowed) return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-i18next') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'useTranslation') {
            context.report({ node: specifier, messageId: 'hook' });
          }
        }
      },
    };
  },
};

export const portalRules = { rules: { 'no-colour-literal': noColourLiteral, 'own-translation-hook': ownTranslationHook } };
