import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceStatusTag } from './AudienceStatusTag.tsx';
import type { StatusColorName } from '../status.ts';

const status = (code: string, name: string) => ({ code, name, description: `${name} (descripción)` });

describe('audience status chip', () => {
  it('shows each status in its §4 colour', () => {
    const cases: [StatusColorName, string, string, string][] = [
      ['BLUE', 'P_ENV', 'Enviado', 'bp6-intent-primary'],
      ['ORANGE', 'P_ACT', 'Actualizando', 'bp6-intent-warning'],
      ['GREEN', 'P_PUB', 'Publicado', 'bp6-intent-success'],
      ['RED', 'E_GADS', 'Error Google', 'bp6-intent-danger'],
    ];
    for (const [color, code, name] of cases) render(<AudienceStatusTag enabled statusColor={color} status={status(code, name)} />);
    const chips = screen.getAllByTestId('audience-status');
    expect(chips).toHaveLength(cases.length);
    chips.forEach((chip, i) => {
      const [color, , name, intentClass] = cases[i]!;
      expect(chip).toHaveTextContent(name);
      expect(chip).toHaveAttribute('data-color', color);
      expect(chip).toHaveClass(intentClass);
    });
  });

  it('a disabled audience reads DESACTIVADO in grey, whatever its status colour', () => {
    render(<AudienceStatusTag enabled={false} statusColor="GREEN" status={status('P_PUB', 'Publicado')} />);
    const chip = screen.getByTestId('audience-status');
    expect(chip).toHaveTextContent('DESACTIVADO');
    expect(chip).not.toHaveTextContent('Publicado');
    expect(chip).toHaveAttribute('data-color', 'GREY');
    expect(chip.className).not.toMatch(/bp6-intent-/);
  });
});
