/** Os trabalhos em segundo plano abaixo dos parâmetros do cliente (servidor: src/server/modules/jobs). */
const jobsPtBR = {
  jobs: {
    title: 'Trabalhos em segundo plano',
    intro:
      'Trabalho que o servidor faz sozinho: tarefas agendadas e trabalho enfileirado por uma alteração, como reconstruir os valores consolidados de uma tag. Uma execução com falha é repetida; o erro fica listado aqui.',
    loadError: 'Não foi possível carregar os trabalhos em segundo plano.',
    never: 'Ainda não executado',
    whenQueued: 'Quando enfileirado',
    noFailures: 'Nenhuma',
    attempt: 'tentativa %{attempt}',
    progress: '%{done} de %{total} linhas',
    fields: {
      name: 'Trabalho',
      schedule: 'Agenda',
      last_run: 'Última execução',
      next_run: 'Próxima execução',
      failures: 'Falhas recentes',
      progress: 'Progresso',
    },
    schedule: { every: 'A cada %{seconds} s', cron: 'Cron %{pattern} (UTC)', queued: 'Quando enfileirado' },
    status: { running: 'Em execução', ok: 'Concluído', failed: 'Falhou', retrying: 'Será repetido' },
    names: { 'rollup-rebuild': 'Reconstruir valores consolidados', 'job-runs-cleanup': 'Apagar execuções com mais de duas semanas' },
    errors: { interrupted: 'O servidor que o executava parou antes do fim' },
  },
};

export default jobsPtBR;
