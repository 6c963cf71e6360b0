/** Shapes the campaign-management REST service answers with. */
export type VariableTypeDto = { id_variable_type: number; variable_type_name: string };
