/** One unit of the client for one user, as `GET CAC/entities/ELEMENTO/{id_usuario}` answers (platform-core section 6). */
export interface UnitAssignment {
  id_elemento: number;
  ele_descri: string;
  plt_codigo: number;
  plt_descri: string;
  selected: boolean;
  /** The user-unit link (`CAC/entities/USUARIO_ELEMENTO`) when selected. */
  id_usuario_elemento: number | null;
  initial_page: string | null;
  profiles: { id_perfil: number; per_descri: string; selected: boolean }[];
}
