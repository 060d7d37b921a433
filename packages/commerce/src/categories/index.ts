export {
  type CategoryPage,
  type CategoryService,
  type CategoryView,
  createCategoryService,
} from './categories.service.ts';
