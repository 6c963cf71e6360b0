export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/.exec(header.trim()) : null;
  return match?.[1];
}
