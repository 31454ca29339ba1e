// The ./language entry: showing the portal in a language, without React views. Config's languages.ts (its own narrow
// ./languages entry, which tooling Node runs without a bundler loads) imports it; the index holds Money's views.
export { instanceInLanguage } from './wording/create-i18n';
export { setDisplayLanguage } from './format/display-language';
