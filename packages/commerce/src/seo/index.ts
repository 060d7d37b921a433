export * from './seo.service.ts';
