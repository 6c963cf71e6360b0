import { GraphQLError } from 'graphql';

const bad = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Arguments that enter REST paths are checked first, so a path is never built from arbitrary text. */
export const audienceIdArg = (value: string): string => {
  if (!/^[0-9]{1,15}$/.test(value)) throw bad('La audiencia no existe.');
  return value;
};
export const imageIdArg = (value: string): string => {
  if (!/^[0-9]{1,15}$/.test(value)) throw bad('La imagen no existe.');
  return value;
};
export const companyCodeArg = (value: string): string => {
  if (!/^[0-9]{3}$/.test(value)) throw bad('Código de empresa inválido.');
  return value;
};
export const generationIdArg = (value: string): string => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw bad('La solicitud no existe.');
  return value;
};
