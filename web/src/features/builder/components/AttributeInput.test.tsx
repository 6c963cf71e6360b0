import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttributeType, SelectedAttributeInput } from '../../../__generated__/graphql.ts';
import type { CatalogueAttribute } from '../selection.ts';
import { AttributeInput } from './AttributeInput.tsx';

const attribute = (
  id: number,
  type: AttributeType,
  businessName: string,
  options: [string, string][] = [],
  bounds?: [number, number],
): CatalogueAttribute => ({
  id,
  type,
  businessName,
  technicalName: `t${id}`,
  category: 'Perfil',
  min: bounds?.[0] ?? null,
  max: bounds?.[1] ?? null,
  options: options.map(([value, name], i) => ({ id: i + 1, value, name, parentId: null, tooltip: null })),
  dependent: [],
  requiredAnd: [],
  requiredOr: [],
});

type Case = { attribute: CatalogueAttribute; act: () => Promise<void>; expected: SelectedAttributeInput };
const user = userEvent.setup();

/** One working element per generated attribute type: the element, how a user sets it, what it reports. */
const cases = {
  BOOLEAN: {
    attribute: attribute(1, 'BOOLEAN', 'Tiene correo'),
    act: () => user.click(screen.getByRole('checkbox', { name: 'Tiene correo' })),
    expected: { id: 1, value: '1' },
  },
  MULTI_SELECT: {
    attribute: attribute(2, 'MULTI_SELECT', 'Canal preferido', [
      ['1', 'Correo'],
      ['3', 'WhatsApp'],
    ]),
    act: () => user.click(screen.getByRole('checkbox', { name: 'WhatsApp' })),
    expected: { id: 2, values: ['3'] },
  },
  MASKED_MULTI_SELECT: {
    attribute: attribute(3, 'MASKED_MULTI_SELECT', 'Categorías compradas', [
      ['1', 'Electrohogar'],
      ['2', 'Vestuario'],
    ]),
    act: () => user.click(screen.getByRole('checkbox', { name: 'Vestuario' })),
    expected: { id: 3, values: ['2'] },
  },
  SELECT: {
    attribute: attribute(4, 'SELECT', 'Zona', [
      ['1', 'Norte'],
      ['2', 'Centro'],
    ]),
    act: () => user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Centro'),
    expected: { id: 4, value: '2' },
  },
  SELECT_RANGE: {
    attribute: attribute(5, 'SELECT_RANGE', 'Tramo de edad', [
      ['18-24', '18 a 24'],
      ['25-34', '25 a 34'],
    ]),
    act: () => user.selectOptions(screen.getByRole('combobox', { name: 'Tramo de edad' }), '18 a 24'),
    expected: { id: 5, value: '18-24' },
  },
  RANGE: {
    attribute: attribute(6, 'RANGE', 'Edad', [], [18, 90]),
    act: () => user.type(screen.getByRole('spinbutton', { name: 'Edad desde' }), '2'),
    expected: { id: 6, lower: 2, upper: null },
  },
  INPUT_COMPARE: {
    attribute: attribute(7, 'INPUT_COMPARE', 'Compras últimos 12 meses', [], [0, 500]),
    act: async () => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Compras últimos 12 meses comparación' }), 'LT');
      await user.type(screen.getByRole('spinbutton', { name: 'Compras últimos 12 meses valor' }), '3');
    },
    expected: { id: 7, value: '3', symbol: 'LT' },
  },
} satisfies Record<AttributeType, Case>;

describe('AttributeInput', () => {
  it.each(Object.entries(cases))(
    '%s: one working element that reports the chosen value',
    async (_type, { attribute: a, act, expected }) => {
      const onChange = vi.fn();
      render(<AttributeInput attribute={a} options={a.options} value={undefined} required={false} readOnly={false} onChange={onChange} />);
      await act();
      expect(onChange).toHaveBeenCalled();
      expect(onChange.mock.calls.at(-1)![0]).toEqual(expected);
    },
  );

  it('shows a saved value read-only and marks a required attribute', () => {
    const a = cases.SELECT_RANGE.attribute;
    const { rerender } = render(
      <AttributeInput
        attribute={a}
        options={a.options}
        value={{ id: 5, value: '25-34' }}
        required={false}
        readOnly
        onChange={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Tramo de edad' });
    expect(select).toHaveValue('25-34');
    expect(select).toBeDisabled();
    rerender(<AttributeInput attribute={a} options={a.options} value={undefined} required readOnly={false} onChange={() => undefined} />);
    expect(screen.getByText(/requerido/)).toBeInTheDocument();
  });

  it('clearing both bounds of a range removes the attribute', async () => {
    const a = cases.RANGE.attribute;
    const onChange = vi.fn();
    render(
      <AttributeInput
        attribute={a}
        options={a.options}
        value={{ id: 6, lower: 2, upper: null }}
        required={false}
        readOnly={false}
        onChange={onChange}
      />,
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Edad desde' }));
    expect(onChange.mock.calls.at(-1)![0]).toBeNull();
  });
});
