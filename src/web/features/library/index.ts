// The library feature's public face: the owner's message templates and content items.
export { ContentTab } from './components/content/content-tab';
export { TemplatesTab } from './components/templates/templates-tab';
