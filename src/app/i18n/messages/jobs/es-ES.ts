/** Los trabajos en segundo plano bajo los parámetros del cliente (servidor: src/server/modules/jobs). */
const jobsEsES = {
  jobs: {
    title: 'Trabajos en segundo plano',
    intro:
      'Trabajo que el servidor hace por su cuenta: tareas programadas y trabajo encolado por un cambio, como reconstruir los valores consolidados de una tag. Una ejecución fallida se reintenta; su error queda listado aquí.',
    loadError: 'No se pudieron cargar los trabajos en segundo plano.',
    never: 'Aún no ejecutado',
    whenQueued: 'Al encolarse',
    noFailures: 'Ninguna',
    attempt: 'intento %{attempt}',
    progress: '%{done} de %{total} filas',
    fields: {
      name: 'Trabajo',
      schedule: 'Programación',
      last_run: 'Última ejecución',
      next_run: 'Próxima ejecución',
      failures: 'Fallos recientes',
      progress: 'Progreso',
    },
    schedule: { every: 'Cada %{seconds} s', cron: 'Cron %{pattern} (UTC)', queued: 'Al encolarse' },
    status: { running: 'En curso', ok: 'Terminado', failed: 'Fallido', retrying: 'Se reintentará' },
    names: { 'rollup-rebuild': 'Reconstruir valores consolidados', 'job-runs-cleanup': 'Borrar ejecuciones de más de dos semanas' },
    errors: { interrupted: 'El servidor que lo ejecutaba se detuvo antes del final' },
  },
};

export default jobsEsES;
