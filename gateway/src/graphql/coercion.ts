/**
 * graphql-js words a variable or literal of the wrong type in English and repeats the value that was
 * sent; the client reads, in Spanish, which variable is wrong, and never the value back.
 */
export function coercionMessage(message: string): string | undefined {
  const variable = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/.exec(message);
  if (variable) {
    const name = variable[1];
    if (/ was not provided\.$/.test(message)) return `Falta la variable $${name}.`;
    if (/ must not be null\.$/.test(message)) return `La variable $${name} no puede ser nula.`;
    return `La variable $${name} tiene un valor no válido para su tipo.`;
  }
  if (/ cannot represent |^Expected value of type |does not exist in ".*" enum/.test(message))
    return 'Un valor de la consulta no es válido para su tipo.';
  return undefined;
}
