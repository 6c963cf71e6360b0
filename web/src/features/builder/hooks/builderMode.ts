/** The mode of the builder and merge screens, from the route (§2.1, §2.2). */
export type BuilderMode = 'create' | 'view' | 'edit';
