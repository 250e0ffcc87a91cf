/** The API paths of the event manager's settings and the user groups its rules name. */
export const frames = 'EM/entities/FRAME';
export const motives = 'EM/entities/MOTIVE';
export const complementaryTypes = 'EM/entities/COMPLEMENTARYTYPE';
export const userGroups = 'CAC/entities/GRUPO_USUARIO';
